// Disease columns and health knowledge: what other features use of them — the 健康科普 link and the
// health-knowledge popup (spec 2 screen 14), for an item's description and a report value. A leaf: it
// imports no other feature.
export { KnowledgeLink } from './components/knowledge-link.tsx';
export { KnowledgePopup, type KnowledgePopupProps } from './components/knowledge-popup.tsx';
