export { TrendingCarousel } from './components/trending-carousel';
