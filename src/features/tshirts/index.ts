// The party page's T-shirt sections sit at its foot: their code (the designer, the cart, the design
// tool's dialogs) loads once the page above them is drawn, never ahead of the party's photo.
export { TshirtDesigner, SavedDesigns } from './components/lazy-sections';
