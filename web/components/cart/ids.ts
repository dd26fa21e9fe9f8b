/** The header's cart button, where focus returns when the drawer closes. */
export const CART_BUTTON_ID = 'cart-button';
