// The Learn tab's entry point, loaded by the page when first needed (its own chunk): the
// tab, its link reader, and the page's glossary.
export { buildLearnTab, learnRoute } from './learn-tab.js';
export { installGlossary } from './glossary-view.js';
