// The Learn tab's entry point, loaded by the page when first needed (its own chunk: the
// Learn tab, a Learn link or a glossary term first used): the tab, its link reader, and the
// page's glossary.
export { buildLearnTab, learnRoute } from './learn-tab.js';
export { installGlossary, theGlossary } from './glossary-view.js';
