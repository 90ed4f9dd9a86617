import { createHash } from 'node:crypto';

/** A Content-Security-Policy header as directive → sources. */
export function parsePolicy(header: string | null): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** The CSP source that allows an inline `<style>` or `<script>` with exactly this text. */
export const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of every inline `<style>` and every `<script>` of a page, with its type. */
export function inlineBlocks(html: string): { styles: string[]; scripts: { type: string | null; src: string | null; text: string }[] } {
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => ({
    type: /\btype="([^"]*)"/i.exec(match[1] ?? '')?.[1] ?? null,
    src: /\bsrc="([^"]*)"/i.exec(match[1] ?? '')?.[1] ?? null,
    text: match[2] ?? '',
  }));
  return { styles, scripts };
}
