// The docs page's own words (docs.html), in English and Japanese: headings, the buttons of
// the examples, and the self-hosting guide. Pure. (Each example's line is in
// www/app/docs-examples.js.)

const EN = {
  title: 'The <mtd-lab> element',
  intro:
    'One script tag and one element put the lab into any page. Every example below is live: the snippet beside it is exactly what runs.',
  back: '← Back to the lab',
  attributes: 'Attributes',
  methods: 'Methods and properties',
  events: 'Events',
  run: 'Run',
  output: 'Output',
  waiting: 'Loads when it comes into view.',
  none: 'nothing yet',
  hosting: 'Self-hosting, offline, at any path',
  hostingText: [
    '`npm run build` writes everything to dist/: the app (index.html), embed.html, this page (docs.html), the element alone (mtd-lab.js) and assets/ (scripts, the worker and the .wasm). Every URL inside is relative, so dist/ works from any static server, under any path, with no network.',
    'Copy dist/ to where it should be served, for example /course/mtd/ of your site, and serve it with any static server:',
    'cp -r dist /srv/www/course/mtd\ncd /srv/www && python3 -m http.server 8080\n# open http://localhost:8080/course/mtd/',
    'The server needs no configuration; it should send .wasm as application/wasm (python3 -m http.server, nginx and Apache do). Nothing is fetched from elsewhere: no CDN, no fonts, no analytics.',
    'To put the element into your own pages, serve mtd-lab.js and assets/ from one folder and load the script from there; the worker and the .wasm are found beside it:',
    '<script type="module" src="/course/mtd/mtd-lab.js"></script>\n<mtd-lab tree="[[3,12,8],[2,4,6],[14,5,2]]"></mtd-lab>',
    'Or embed a moment with an iframe of embed.html (the app’s Share button writes the snippet):',
    '<iframe src="/course/mtd/embed.html#s=…" title="mtdlab" width="100%" height="640" loading="lazy"></iframe>',
    'From npm, the element alone: npm install mtdlab (until it is published, the file release/mtdlab-<version>.tgz that the repository’s release command writes). A bundler (Vite, webpack) takes it with one import; without one, copy node_modules/mtdlab/ beside your pages and load mtd-lab.js from there, as above. Its TypeScript types and its Custom Elements Manifest come with it.',
    'npm install mtdlab\n\nimport \'mtdlab\'; // with a bundler\n\n<!-- without: node_modules/mtdlab/ copied to /vendor/mtdlab/ -->\n<script type="module" src="/vendor/mtdlab/mtd-lab.js"></script>',
    "Under a strict Content-Security-Policy the element needs: default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self'",
    "exportPNG() draws the SVG through a blob: image: a page that calls it adds img-src 'self' blob: to that line.",
  ],
  language: 'Language',
};

const JA = {
  title: '<mtd-lab> 要素',
  intro:
    'スクリプトタグ 1 つと要素 1 つで、どのページにもラボを置けます。下の例はすべて実際に動いており、横のスニペットがそのまま実行されています。',
  back: '← ラボに戻る',
  attributes: '属性',
  methods: 'メソッドとプロパティ',
  events: 'イベント',
  run: '実行',
  output: '出力',
  waiting: '表示されたときに読み込まれます。',
  none: 'まだありません',
  hosting: 'セルフホスト (オフライン、任意のパス)',
  hostingText: [
    '`npm run build` はすべてを dist/ に書き出します: アプリ (index.html)、embed.html、このページ (docs.html)、要素単体 (mtd-lab.js)、assets/ (スクリプト、ワーカー、.wasm)。中の URL はすべて相対なので、dist/ はどの静的サーバーでも、どのパスの下でも、ネットワークなしで動きます。',
    'dist/ を配信したい場所 (たとえばサイトの /course/mtd/) にコピーし、任意の静的サーバーで配信します:',
    'cp -r dist /srv/www/course/mtd\ncd /srv/www && python3 -m http.server 8080\n# http://localhost:8080/course/mtd/ を開く',
    'サーバーの設定は不要です。.wasm は application/wasm で送られるべきです (python3 -m http.server、nginx、Apache はそうします)。外部からは何も取得しません: CDN、フォント、解析ツールなし。',
    '自分のページに要素を置くには、mtd-lab.js と assets/ を同じフォルダーから配信し、そこからスクリプトを読み込みます。ワーカーと .wasm はその横から見つけられます:',
    '<script type="module" src="/course/mtd/mtd-lab.js"></script>\n<mtd-lab tree="[[3,12,8],[2,4,6],[14,5,2]]"></mtd-lab>',
    'または embed.html の iframe で場面を埋め込みます (アプリの「共有」ボタンがスニペットを書きます):',
    '<iframe src="/course/mtd/embed.html#s=…" title="mtdlab" width="100%" height="640" loading="lazy"></iframe>',
    'npm からは要素単体を入手できます: npm install mtdlab (公開されるまでは、リポジトリのリリースコマンドが書き出すファイル release/mtdlab-<version>.tgz)。バンドラー (Vite、webpack) なら import 1 行で取り込めます。バンドラーを使わない場合は node_modules/mtdlab/ をページの横にコピーし、上と同じようにそこから mtd-lab.js を読み込みます。TypeScript の型定義と Custom Elements Manifest も同梱されています。',
    'npm install mtdlab\n\nimport \'mtdlab\'; // バンドラーを使う場合\n\n<!-- 使わない場合: node_modules/mtdlab/ を /vendor/mtdlab/ にコピー -->\n<script type="module" src="/vendor/mtdlab/mtd-lab.js"></script>',
    "厳しい Content-Security-Policy の下では、要素に必要なのは次のとおりです: default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self'",
    "exportPNG() は SVG を blob: 画像経由で描くので、これを呼ぶページはこの行に img-src 'self' blob: を加えます。",
  ],
  language: '言語',
};

/** The messages of `lang` ('ja', else English). */
export function docsMessages(lang) {
  return lang === 'ja' ? JA : EN;
}
