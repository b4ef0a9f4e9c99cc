// The least a server render of a page can cost with React: renderToString of the page's own markup as plain elements
// (the same tags, attributes and text, with no component, style system, data or translation behind them). A page
// rendered on a cache miss cannot be faster than this, whatever the rest of the stack does.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Window } from 'happy-dom';

export interface ReactFloor {
  /** Elements in the page's markup. */
  elements: number;
  /** Milliseconds per renderToString of it, after warming up. */
  ms: number;
}

const RENAMED: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
};

interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  attributes?: ArrayLike<{ name: string; value: string }>;
}

/** A React tree of plain elements for a DOM node (style attributes and comments left out: they are not React's cost). */
function toReact(node: DomNode, counter: { n: number }, key?: number): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  counter.n += 1;
  const props: Record<string, unknown> = { key };
  for (const { name, value } of Array.from(node.attributes ?? [])) {
    if (name === 'style' || name.startsWith('on')) continue;
    props[RENAMED[name] ?? name] = value;
  }
  const tag = node.nodeName.toLowerCase();
  const children = Array.from(node.childNodes).map((child, i) => toReact(child, counter, i));
  if (tag === 'script' || tag === 'style')
    return createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: node.textContent ?? '' } });
  return createElement(tag, props, ...(['img', 'br', 'hr', 'input', 'meta', 'link', 'source'].includes(tag) ? [] : children));
}

/** The page's body (what is inside #root) rendered by React alone: elements and milliseconds per render. */
export function reactFloor(pageHtml: string, runs = 40): ReactFloor {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(pageHtml)?.[1] ?? pageHtml;
  const window = new Window();
  window.document.body.innerHTML = root;
  const counter = { n: 0 };
  const tree = createElement(
    'div',
    { id: 'root' },
    ...Array.from(window.document.body.childNodes as unknown as ArrayLike<DomNode>).map((c, i) => toReact(c, counter, i)),
  );
  void window.happyDOM.close();
  for (let i = 0; i < 10; i += 1) renderToString(tree);
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) renderToString(tree);
  return { elements: counter.n, ms: (performance.now() - started) / runs };
}
