// What sharing says, in English and Japanese: the app's Share button and dialog (the
// permalink, the two embed snippets, copying), a shared link that cannot be read, and the
// embed page. Pure. (What is wrong with a state is said by www/state/permalink.js.)

const EN = {
  share: 'Share',
  shareTitle: 'Share this moment',
  shareIntro:
    'The link opens this tab, tree, algorithm, options and event. The snippets put the same moment into any page.',
  permalink: 'Link to this moment',
  elementSnippet:
    'Embed as an element (paste where it should appear; serve mtd-lab.js and assets/ from this site)',
  elementNote:
    'A browser starts the element’s engine only from the page’s own site: copy mtd-lab.js and the assets/ folder beside it (from this app’s site, or its dist/) to your site, and change the src above to your copy. Pasted as it is into a page of another site, the element shows this advice instead of the lab.',
  iframeSnippet: 'Embed as an iframe',
  copy: 'Copy',
  copied: 'Copied.',
  copyFailed: 'Could not copy: select the text and copy it by hand.',
  close: 'Close',
  badLink: (why) =>
    `This link’s moment could not be opened (${why}). The default tree is shown instead.`,
  frameTitle: (algorithm) => `mtdlab: ${algorithm}, stepped one event at a time`,
  waiting: 'mtdlab loads when it comes into view.',
  embedTitle: 'mtdlab — embedded lab',
  docs: 'Docs',
};

const JA = {
  share: '共有',
  shareTitle: 'この場面を共有',
  shareIntro:
    'リンクはこのタブ・木・アルゴリズム・オプション・イベントを開きます。スニペットで同じ場面をどのページにも埋め込めます。',
  permalink: 'この場面へのリンク',
  elementSnippet:
    '要素として埋め込む (表示したい場所に貼り付け、mtd-lab.js と assets/ をこのサイトから配信)',
  elementNote:
    'ブラウザは要素の探索エンジンをページと同じサイトからしか起動しません。mtd-lab.js とその隣の assets/ フォルダ (このアプリのサイト、または dist/ にあります) を自分のサイトに置き、上の src をその写しに変えてください。別のサイトのページにそのまま貼ると、要素はラボの代わりにこの案内を表示します。',
  iframeSnippet: 'iframe として埋め込む',
  copy: 'コピー',
  copied: 'コピーしました。',
  copyFailed: 'コピーできませんでした。テキストを選択して手でコピーしてください。',
  close: '閉じる',
  badLink: (why) => `このリンクの場面を開けませんでした (${why})。代わりに既定の木を表示します。`,
  frameTitle: (algorithm) => `mtdlab: ${algorithm} を 1 イベントずつ`,
  waiting: 'mtdlab は表示されたときに読み込まれます。',
  embedTitle: 'mtdlab — 埋め込みラボ',
  docs: 'ドキュメント',
};

/** The messages of `lang` ('ja', else English). */
export function shareMessages(lang) {
  return lang === 'ja' ? JA : EN;
}
