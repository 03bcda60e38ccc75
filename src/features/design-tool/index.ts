export { DesignToolCard } from './components/design-tool-card';
