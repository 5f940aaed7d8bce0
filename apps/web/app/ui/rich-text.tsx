// Plain text written by a merchant (policies, vacancies) shown as readable paragraphs. A tiny subset
// of Markdown is understood (blank line = paragraph, "# " heading, "- " list); no HTML ever.
import type { ReactNode } from 'react';

type Block = { kind: 'heading'; text: string } | { kind: 'list'; items: string[] } | { kind: 'paragraph'; lines: string[] };

export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph });
      if (list.length) blocks.push({ kind: 'list', items: list });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      const heading = /^#{1,3}\s+(.*)$/.exec(line);
      const item = /^[-•*]\s+(.*)$/.exec(line);
      if (heading) {
        flush();
        blocks.push({ kind: 'heading', text: heading[1] ?? '' });
      } else if (item) {
        if (paragraph.length) flush();
        list.push(item[1] ?? '');
      } else {
        if (list.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

export function RichText({ text, className }: { text: string; className?: string }) {
  const blocks = parseBlocks(text);
  return (
    <div className={`space-y-4 text-[16px] leading-relaxed text-ink/90 ${className ?? ''}`}>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <h2 key={index} className="pt-2 text-lg font-bold text-ink">
              {block.text}
            </h2>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index} className="list-disc space-y-1.5 ps-6 marker:text-muted">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        const lines: ReactNode[] = [];
        block.lines.forEach((line, lineIndex) => {
          if (lineIndex > 0) lines.push(<br key={`br-${lineIndex}`} />);
          lines.push(line);
        });
        return <p key={index}>{lines}</p>;
      })}
    </div>
  );
}
