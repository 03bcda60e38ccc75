export { UpgradeToProButton } from './components/upgrade-to-pro-button';
export { CART_STORAGE_KEY } from './lib/cart';
