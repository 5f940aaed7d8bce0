// Option choices of a configurable product: the group rules (minSelect/maxSelect, per-option
// maxCount) and the unit price of one configured product. Integer tiyin inside; the adapters at
// the bottom read the API shape (so'm) and convert once, so the pricing engine can reuse the core.
import type { ModificationGroup, Product } from './contracts/catalogue.ts';
import { applyPercentDiscount, somToTiyin } from './money.ts';

/** How many of each option is chosen, by option id. Options not listed are not chosen. */
export type OptionSelection = Readonly<Record<string, number>>;

export type OptionIssue =
  | { kind: 'TOO_FEW'; groupId: string; minSelect: number; selected: number }
  | { kind: 'TOO_MANY'; groupId: string; maxSelect: number; selected: number }
  | { kind: 'OPTION_OVER_MAX_COUNT'; groupId: string; optionId: string; maxCount: number; count: number }
  | { kind: 'UNKNOWN_OPTION'; optionId: string }
  | { kind: 'INVALID_COUNT'; optionId: string; count: number };

type GroupRules = Pick<ModificationGroup, 'id' | 'minSelect' | 'maxSelect'> & {
  options: readonly Pick<ModificationGroup['options'][number], 'id' | 'maxCount'>[];
};

function countOf(selection: OptionSelection, optionId: string): number {
  return selection[optionId] ?? 0;
}

/** Total count chosen in one group (an option chosen twice counts twice). */
export function selectedInGroup(group: GroupRules, selection: OptionSelection): number {
  return group.options.reduce((sum, option) => sum + countOf(selection, option.id), 0);
}

export function validateGroup(group: GroupRules, selection: OptionSelection): OptionIssue[] {
  const issues: OptionIssue[] = [];
  for (const option of group.options) {
    const count = countOf(selection, option.id);
    if (count > option.maxCount) {
      issues.push({ kind: 'OPTION_OVER_MAX_COUNT', groupId: group.id, optionId: option.id, maxCount: option.maxCount, count });
    }
  }
  const selected = selectedInGroup(group, selection);
  if (selected < group.minSelect) issues.push({ kind: 'TOO_FEW', groupId: group.id, minSelect: group.minSelect, selected });
  if (selected > group.maxSelect) issues.push({ kind: 'TOO_MANY', groupId: group.id, maxSelect: group.maxSelect, selected });
  return issues;
}

/** Every rule broken by `selection` for a product with these groups; empty means it may be ordered. */
export function validateSelection(groups: readonly GroupRules[], selection: OptionSelection): OptionIssue[] {
  const known = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  const issues: OptionIssue[] = [];
  for (const [optionId, count] of Object.entries(selection)) {
    if (!Number.isInteger(count) || count < 0) issues.push({ kind: 'INVALID_COUNT', optionId, count });
    else if (count > 0 && !known.has(optionId)) issues.push({ kind: 'UNKNOWN_OPTION', optionId });
  }
  for (const group of groups) issues.push(...validateGroup(group, selection));
  return issues;
}

/**
 * `selection` with `optionId` set to `count`, kept inside the rules: at most the option's maxCount
 * and the room the group has left. In a single-choice group (maxSelect 1) choosing an option
 * replaces the previous choice, as a radio button does.
 */
export function setOptionCount(group: GroupRules, selection: OptionSelection, optionId: string, count: number): Record<string, number> {
  const option = group.options.find((candidate) => candidate.id === optionId);
  const next: Record<string, number> = { ...selection };
  if (!option) return next;
  if (group.maxSelect === 1 && count > 0) {
    for (const other of group.options) delete next[other.id];
    next[optionId] = 1;
    return next;
  }
  const others = selectedInGroup(group, selection) - countOf(selection, optionId);
  const allowed = Math.max(0, Math.min(Math.floor(count), option.maxCount, group.maxSelect - others));
  if (allowed === 0) delete next[optionId];
  else next[optionId] = allowed;
  return next;
}

/** The preselected options (isDefault), never more per group than the group allows. */
export function defaultSelection(groups: readonly ModificationGroup[]): Record<string, number> {
  const selection: Record<string, number> = {};
  for (const group of groups) {
    let room = group.maxSelect;
    for (const option of group.options) {
      if (!option.isDefault || room === 0) continue;
      selection[option.id] = 1;
      room -= 1;
    }
  }
  return selection;
}

export interface PricedOption {
  /** Price of one unit of the option before the discount, tiyin. */
  priceTiyin: number;
  count: number;
}

export interface UnitPrice {
  /** Before the discount, tiyin. */
  regularTiyin: number;
  /** What the customer pays for one unit, tiyin. */
  finalTiyin: number;
}

/**
 * One unit of a configured product: price + Σ option price × count, the percent discount applied
 * to the product price and to each option's unit price (spec §9 "Order totals"), each rounded once.
 */
export function configuredUnitPrice(priceTiyin: number, discountPercent: number, options: readonly PricedOption[]): UnitPrice {
  let regularTiyin = priceTiyin;
  let finalTiyin = applyPercentDiscount(priceTiyin, discountPercent);
  for (const option of options) {
    regularTiyin += option.priceTiyin * option.count;
    finalTiyin += applyPercentDiscount(option.priceTiyin, discountPercent) * option.count;
  }
  return { regularTiyin, finalTiyin };
}

type PricedProduct = Pick<Product, 'price' | 'discount' | 'modificationGroups'>;

/** Unit price of an API product (prices in so'm) with the chosen options; unknown option ids are ignored. */
export function productUnitPrice(product: PricedProduct, selection: OptionSelection): UnitPrice {
  const options: PricedOption[] = [];
  for (const group of product.modificationGroups) {
    for (const option of group.options) {
      const count = countOf(selection, option.id);
      if (count > 0) options.push({ priceTiyin: somToTiyin(option.price), count });
    }
  }
  return configuredUnitPrice(somToTiyin(product.price), product.discount, options);
}

/**
 * The cheapest selection that satisfies every group's minimum: what a "from" price shows.
 * Optional groups stay empty; required ones take their cheapest options, each up to its maxCount.
 */
export function cheapestSelection(groups: readonly ModificationGroup[]): Record<string, number> {
  const selection: Record<string, number> = {};
  for (const group of groups) {
    let needed = group.minSelect;
    const byPrice = [...group.options].sort((a, b) => a.price - b.price || a.priority - b.priority);
    for (const option of byPrice) {
      if (needed <= 0) break;
      const take = Math.min(option.maxCount, needed);
      selection[option.id] = take;
      needed -= take;
    }
  }
  return selection;
}

/** Lowest unit price the product can be ordered at, and whether required options raise it above the base price. */
export function startingPrice(product: PricedProduct): UnitPrice & { raisedByOptions: boolean } {
  const base = productUnitPrice(product, {});
  const cheapest = productUnitPrice(product, cheapestSelection(product.modificationGroups));
  return { ...cheapest, raisedByOptions: cheapest.finalTiyin > base.finalTiyin };
}
