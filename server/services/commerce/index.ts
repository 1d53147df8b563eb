export { priceCart, priceCartOf, type PricedCart, type PricedLine } from './cart';
export { placeOrder, type CheckoutOptions } from './checkout';
export { reconcile, startReconciler, type ReconcileReport, type ReconcilerLoop } from './reconciler';
