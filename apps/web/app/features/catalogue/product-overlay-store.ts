// Which product is open over the page (its category's navigationType SHEET or POP_UP) — a card's tap
// sets it, the layout's ProductOverlayHost draws it. FULL_SCREEN products open their own page instead.
import type { MouseEvent } from 'react';
import { createStore } from 'zustand/vanilla';
import type { Category } from '@dastarkhan/domain/contracts/catalogue';

export type ProductPresentation = Exclude<Category['navigationType'], 'FULL_SCREEN'>;

export interface OpenProduct {
  productId: string;
  presentation: ProductPresentation;
}

export const productOverlay = createStore<{ open: OpenProduct | null }>()(() => ({ open: null }));

/** The overlay's code, fetched when a card is first pointed at (or tapped), not with the page. */
export const loadProductOverlay = () => import('./product-overlay.tsx');

export function closeProductOverlay(): void {
  productOverlay.setState({ open: null });
}

/**
 * A card's link click: opens the product over the page when its category says so. A modified click
 * (new tab, new window) and FULL_SCREEN products follow the link to the product page, as does a page
 * without script.
 */
export function openOverPage(event: MouseEvent<HTMLAnchorElement>, productId: string, opens: Category['navigationType']): void {
  if (opens === 'FULL_SCREEN' || event.defaultPrevented) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  void loadProductOverlay();
  productOverlay.setState({ open: { productId, presentation: opens } });
}
