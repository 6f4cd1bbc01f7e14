/** Budget used % = (total - remaining) / total * 100, rounded for display (docs/product.md#validation). */
export function budgetUsedPercent(totalBudget: number, remainingBudget: number): number {
  if (totalBudget <= 0) return 0;
  return Math.round(((totalBudget - remainingBudget) / totalBudget) * 100);
}
