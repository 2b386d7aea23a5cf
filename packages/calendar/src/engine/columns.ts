/**
 * Side-by-side columns for intervals on one day, on plain numbers.
 *
 * Intervals `[top[i], bottom[i])` come sorted by `top`. A sweep keeps the intervals still open in a
 * min-heap of their ends and the columns they freed in a min-heap of column numbers, so each
 * interval takes the leftmost column free at its start: O(n log n), and two intervals that overlap
 * never share a column. A cluster is a run of intervals linked by overlaps; its column count is the
 * width unit of its members. Then each interval widens to the right over the columns that hold
 * nothing overlapping it (a binary search per column, since a column's intervals are disjoint and
 * sorted), so every block is as wide as it can be without covering another.
 */
export interface ColumnLayout {
  /** The column each interval sits in, from 0 at the left. */
  readonly column: Int32Array;
  /** How many columns the interval covers after widening (at least 1). */
  readonly span: Int32Array;
  /** The column count of the interval's cluster. */
  readonly columns: Int32Array;
}

export function packColumns(top: Float64Array, bottom: Float64Array, count: number): ColumnLayout {
  const column = new Int32Array(count);
  const span = new Int32Array(count);
  const columns = new Int32Array(count);
  // Min-heap of the open intervals' ends (the column each holds alongside), and min-heap of the
  // free column numbers. The ends are copied in, not looked up, to keep the sifts on flat arrays.
  const openEnd = new Float64Array(count);
  const openColumn = new Int32Array(count);
  let openSize = 0;
  const free = new Int32Array(count);
  let freeSize = 0;
  let nextColumn = 0;
  let clusterStart = 0;

  for (let i = 0; i < count; i += 1) {
    const start = top[i]!;
    while (openSize > 0 && openEnd[0]! <= start) {
      free[freeSize] = openColumn[0]!;
      freeSize += 1;
      siftUpInt(free, freeSize - 1);
      openSize -= 1;
      if (openSize > 0) siftDownEnd(openEnd, openColumn, openSize);
    }
    if (openSize === 0 && i > clusterStart) {
      finishCluster(top, bottom, column, span, columns, clusterStart, i, nextColumn);
      clusterStart = i;
      nextColumn = 0;
      freeSize = 0;
    }
    let taken: number;
    if (freeSize > 0) {
      taken = free[0]!;
      freeSize -= 1;
      if (freeSize > 0) {
        free[0] = free[freeSize]!;
        siftDownInt(free, freeSize);
      }
    } else {
      taken = nextColumn;
      nextColumn += 1;
    }
    column[i] = taken;
    siftUpEnd(openEnd, openColumn, openSize, bottom[i]!, taken);
    openSize += 1;
  }
  if (count > clusterStart) {
    finishCluster(top, bottom, column, span, columns, clusterStart, count, nextColumn);
  }
  return { column, span, columns };
}

function finishCluster(
  top: Float64Array,
  bottom: Float64Array,
  column: Int32Array,
  span: Int32Array,
  columns: Int32Array,
  from: number,
  to: number,
  columnCount: number,
): void {
  columns.fill(columnCount, from, to);
  if (columnCount === 1) {
    span.fill(1, from, to);
    return;
  }
  // Members of each column, in top order: a counting sort of the cluster by column.
  const firstOf = new Int32Array(columnCount + 1);
  for (let i = from; i < to; i += 1) firstOf[column[i]! + 1]! += 1;
  for (let c = 0; c < columnCount; c += 1) firstOf[c + 1]! += firstOf[c]!;
  const fill = firstOf.slice(0, columnCount);
  const members = new Int32Array(to - from);
  for (let i = from; i < to; i += 1) {
    const c = column[i]!;
    members[fill[c]!] = i;
    fill[c]! += 1;
  }
  for (let i = from; i < to; i += 1) {
    const start = top[i]!;
    const end = bottom[i]!;
    let width = 1;
    for (let c = column[i]! + 1; c < columnCount; c += 1) {
      // First member of column c that ends after `start`; it blocks us if it starts before `end`.
      let low = firstOf[c]!;
      let high = firstOf[c + 1]!;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (bottom[members[middle]!]! <= start) low = middle + 1;
        else high = middle;
      }
      if (low < firstOf[c + 1]! && top[members[low]!]! < end) break;
      width += 1;
    }
    span[i] = width;
  }
}

/** Inserts (end, column) into the heap of `size` entries. */
function siftUpEnd(
  ends: Float64Array,
  columnOf: Int32Array,
  size: number,
  end: number,
  column: number,
): void {
  let index = size;
  while (index > 0) {
    const parent = (index - 1) >> 1;
    const above = ends[parent]!;
    if (above <= end) break;
    ends[index] = above;
    columnOf[index] = columnOf[parent]!;
    index = parent;
  }
  ends[index] = end;
  columnOf[index] = column;
}

/** Removes the root: the last of `size + 1` entries sinks from the top. */
function siftDownEnd(ends: Float64Array, columnOf: Int32Array, size: number): void {
  const end = ends[size]!;
  const column = columnOf[size]!;
  let index = 0;
  for (;;) {
    let child = 2 * index + 1;
    if (child >= size) break;
    let childEnd = ends[child]!;
    if (child + 1 < size) {
      const right = ends[child + 1]!;
      if (right < childEnd) {
        child += 1;
        childEnd = right;
      }
    }
    if (childEnd >= end) break;
    ends[index] = childEnd;
    columnOf[index] = columnOf[child]!;
    index = child;
  }
  ends[index] = end;
  columnOf[index] = column;
}

function siftUpInt(heap: Int32Array, index: number): void {
  const value = heap[index]!;
  while (index > 0) {
    const parent = (index - 1) >> 1;
    if (heap[parent]! <= value) break;
    heap[index] = heap[parent]!;
    index = parent;
  }
  heap[index] = value;
}

function siftDownInt(heap: Int32Array, size: number): void {
  const value = heap[0]!;
  let index = 0;
  for (;;) {
    let child = 2 * index + 1;
    if (child >= size) break;
    if (child + 1 < size && heap[child + 1]! < heap[child]!) child += 1;
    if (heap[child]! >= value) break;
    heap[index] = heap[child]!;
    index = child;
  }
  heap[index] = value;
}
