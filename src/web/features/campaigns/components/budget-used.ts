/** Budget used % = (total - remaining) / total * 100, rounded for display (SPEC.md section 5). */
export function budgetUsedPercent(totalBudget: number, remainingBudget: number): number {
  if (totalBudget <= 0) return 0;
  return Math.round(((totalBudget - remainingBudget) / totalBudget) * 100);
}
