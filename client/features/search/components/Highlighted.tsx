/** A segment of text the server found, `hit` marking what matched the search. */
export interface Segment {
  text: string;
  hit: boolean;
}

/** Text with its matches in <mark>: React escapes every segment, so database text never becomes markup. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return <>{segments.map((s, i) => (s.hit ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}
