// Draws the product a card opened over the page (product-overlay-store.ts); the overlay's code comes
// with the first tap, so menu pages don't carry it. Leaving the page closes it.
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useStore } from 'zustand';
import { closeProductOverlay, loadProductOverlay, productOverlay } from './product-overlay-store.ts';

const ProductOverlay = lazy(loadProductOverlay);

export function ProductOverlayHost() {
  const open = useStore(productOverlay, (state) => state.open);
  const { key } = useLocation();
  useEffect(() => closeProductOverlay(), [key]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ProductOverlay key={open.productId} {...open} onClose={closeProductOverlay} />
    </Suspense>
  );
}
