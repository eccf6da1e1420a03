const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Indian digit grouping: 2049 -> ₹2,049, 100000 -> ₹1,00,000. Kept apart from the schemas so pages can format without loading zod. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
