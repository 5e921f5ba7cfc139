/**
 * The best `limit` hits of a stream, in rank order: exact matches first, then by score, then by record id
 * (earlier records first, so equal scores keep the site's order). A binary heap with the worst kept hit at the
 * root: a hit that does not beat it is dropped at the cost of one comparison.
 */
export interface RankedHit {
  id: number;
  exact: boolean;
  score: number;
}

function better(a: RankedHit, b: RankedHit): boolean {
  if (a.exact !== b.exact) return a.exact;
  if (a.score !== b.score) return a.score > b.score;
  return a.id < b.id;
}

export class TopHits {
  private readonly heap: RankedHit[] = [];

  constructor(private readonly limit: number) {}

  offer(id: number, exact: boolean, score: number): void {
    if (this.limit <= 0) return;
    const hit = { id, exact, score };
    const heap = this.heap;
    if (heap.length < this.limit) {
      heap.push(hit);
      this.up(heap.length - 1);
    } else if (better(hit, heap[0]!)) {
      heap[0] = hit;
      this.down(0);
    }
  }

  /** The kept hits, best first. */
  sorted(): RankedHit[] {
    return [...this.heap].sort((a, b) => (better(a, b) ? -1 : 1));
  }

  private up(at: number) {
    const heap = this.heap;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!better(heap[parent]!, heap[at]!)) break;
      [heap[parent], heap[at]] = [heap[at]!, heap[parent]!];
      at = parent;
    }
  }

  private down(at: number) {
    const heap = this.heap;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && better(heap[worst]!, heap[left]!)) worst = left;
      if (right < heap.length && better(heap[worst]!, heap[right]!)) worst = right;
      if (worst === at) return;
      [heap[worst], heap[at]] = [heap[at]!, heap[worst]!];
      at = worst;
    }
  }
}
