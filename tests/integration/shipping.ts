/** A shipping address every T-shirt checkout in the integration tests sends (checkout asks for one). */
export const SHIPPING_ADDRESS = {
  name: 'Robin Buyer',
  line1: '500 Congress Ave',
  line2: 'Suite 2',
  city: 'Austin',
  region: 'TX',
  postal_code: '78701',
  country: 'US',
};
