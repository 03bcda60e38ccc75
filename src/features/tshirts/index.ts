export { TshirtDesigner } from './components/tshirt-designer';
export { SavedDesigns } from './components/saved-designs';
