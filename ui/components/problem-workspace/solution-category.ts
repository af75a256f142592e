/** The category the Solutions link filters by: one named for solutions, when the site has it. */
export function solutionCategoryId(categories: { id: number; name: string }[]): number | null {
  return categories.find((c) => /solution|题解/i.test(c.name))?.id ?? null;
}
