/** Prints one benchmark figure in the design §5 form: `<area>.<figure>: <value> <unit> (target <= <value> <unit>) ok|SLOW`. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function report(name: string, value: number, target: number, unit: string): void {
  // Counts (frames, rows) print as whole numbers; times below 10 with two decimals.
  const shown = Number.isInteger(value) ? String(value) : value < 10 ? value.toFixed(2) : value.toFixed(0);
  console.log(`${name}: ${shown} ${unit} (target <= ${target} ${unit}) ${value <= target ? 'ok' : 'SLOW'}`);
}

export function timeIt(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}
