export { DesignToolCard } from './components/design-tool-card';
export { EditInCanvaButton } from './components/edit-in-canva-button';
