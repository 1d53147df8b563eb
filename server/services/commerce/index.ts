export { priceCart, priceCartOf, type PricedCart, type PricedLine } from './cart';
export { placeOrder, PaymentActionRequired, type CheckoutOptions } from './checkout';
export { checkPromoCode } from './promo';
export { editionSet } from './edition-sets';
export { reconcile, startReconciler, type ReconcileReport, type ReconcilerLoop } from './reconciler';
