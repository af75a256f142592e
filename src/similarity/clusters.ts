/** Connected components of the graph whose edges are the given pairs, largest first. */
export function clustersOf(pairs: readonly { a: string; b: string }[]): string[][] {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root)!;
    for (let y = x; y !== root; ) {
      const next = parent.get(y)!;
      parent.set(y, root);
      y = next;
    }
    return root;
  };
  for (const { a, b } of pairs) {
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    parent.set(find(a), find(b));
  }
  const groups = new Map<string, string[]>();
  for (const x of parent.keys()) {
    const root = find(x);
    groups.set(root, [...(groups.get(root) ?? []), x]);
  }
  return [...groups.values()].sort((x, y) => y.length - x.length);
}
