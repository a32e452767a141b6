// A small element-tree writer with the part of xmlbuilder2's chaining API the ERN builder uses (ele, txt,
// up) and the same pretty-printed output. xmlbuilder2 builds a full DOM and was 80% of the build time
// (5 ms for a 12-track album); this writes the same text in a fraction of it.

const escText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export class XmlNode {
  private children: (XmlNode | string)[] = [];
  constructor(
    private readonly name: string,
    private readonly attrs: Record<string, string>,
    private readonly parent: XmlNode | null,
  ) {}

  ele(name: string, attrs: Record<string, string> = {}): XmlNode {
    const child = new XmlNode(name, attrs, this);
    this.children.push(child);
    return child;
  }

  txt(text: string): XmlNode {
    this.children.push(text);
    return this;
  }

  up(): XmlNode {
    return this.parent ?? this;
  }

  write(out: string[], indent: string) {
    let open = `${indent}<${this.name}`;
    for (const k in this.attrs) open += ` ${k}="${escAttr(this.attrs[k])}"`;
    const kids = this.children;
    if (kids.length === 0) {
      out.push(`${open}/>`);
    } else if (kids.every((k) => typeof k === 'string')) {
      out.push(`${open}>${escText(kids.join(''))}</${this.name}>`);
    } else {
      out.push(`${open}>`);
      const inner = `${indent}  `;
      for (const k of kids) {
        if (typeof k === 'string') out.push(`${inner}${escText(k)}`);
        else k.write(out, inner);
      }
      out.push(`${indent}</${this.name}>`);
    }
  }
}

/** A document with one root element in namespace `ns` (prefix from the qualified name). */
export function xmlDocument(ns: string, qualifiedName: string, attrs: Record<string, string>): XmlNode {
  const prefix = qualifiedName.includes(':') ? `xmlns:${qualifiedName.split(':')[0]}` : 'xmlns';
  return new XmlNode(qualifiedName, { [prefix]: ns, ...attrs }, null);
}

export function serialize(root: XmlNode): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  root.write(out, '');
  return out.join('\n');
}
