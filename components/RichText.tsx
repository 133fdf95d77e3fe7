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
}

function render(nodes: readonly RichNode[], onWord?: (word: string) => void): ComponentChildren {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'emphasis':
        return <em key={index}>{render(node.children, onWord)}</em>;
      case 'strong':
        return <strong key={index}>{render(node.children, onWord)}</strong>;
      case 'example':
        return (
          <q key={index} class="example">
            {render(node.children, onWord)}
          </q>
        );
      case 'plain':
        return <span key={index}>{render(node.children, onWord)}</span>;
      case 'word':
        return onWord && node.word ? (
          <button key={index} type="button" class="word-link" onClick={() => onWord(node.word)}>
            {render(node.children, onWord)}
          </button>
        ) : (
          <span key={index}>{render(node.children, onWord)}</span>
        );
    }
  });
}

export function RichText({ markup, onWord }: RichTextProps) {
  return <>{render(parseMarkup(markup), onWord)}</>;
}
