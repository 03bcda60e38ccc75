export { PartyFeed } from './components/party-feed';
