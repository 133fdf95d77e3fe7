/**
 * Renders definition markup as safe rich text: elements for the service's own tags,
 * text for everything else. Never HTML (see lib/shared/markup/parse.ts).
 */
import type { ComponentChildren } from 'preact';
import { parseMarkup, type RichNode } from '../lib/shared/markup/parse';

export interface RichTextProps {
  markup: string;
  /** Called when the user picks a referenced word; without it, references are plain text. */
  onWord?: (word: string) => void;
  /**
   * The text is a quotation the view already quotes (an example): an `<ex>` inside it marks
   * the word the example shows ("<ex>ruby</ex> lips"), in italics, not a quotation of its own.
   */
  quoted?: boolean;
}

type Options = Omit<RichTextProps, 'markup'>;

function render(nodes: readonly RichNode[], options: Options): ComponentChildren {
  const { onWord, quoted } = options;
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'emphasis':
        return <em key={index}>{render(node.children, options)}</em>;
      case 'strong':
        return <strong key={index}>{render(node.children, options)}</strong>;
      case 'example':
        return quoted ? (
          <em key={index}>{render(node.children, options)}</em>
        ) : (
          <q key={index} class="example">
            {render(node.children, options)}
          </q>
        );
      case 'plain':
        return <span key={index}>{render(node.children, options)}</span>;
      case 'word':
        return onWord && node.word ? (
          <button key={index} type="button" class="word-link" onClick={() => onWord(node.word)}>
            {render(node.children, options)}
          </button>
        ) : (
          <span key={index}>{render(node.children, options)}</span>
        );
    }
  });
}

export function RichText({ markup, ...options }: RichTextProps) {
  return <>{render(parseMarkup(markup), options)}</>;
}
