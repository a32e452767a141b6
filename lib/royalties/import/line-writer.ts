// Writes an import's unmatched rows (the review queue's lines) in bulk. On a PostgreSQL server: one COPY stream for the whole import (fast,
// and atomic: an aborted COPY leaves no line). Embedded: the same COPY text loaded by PGlite in batches.
import { once } from 'node:events';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyIntoEmbedded } from '../../platform/db';
import { env } from '../../platform/env';
import { rowUsd, USD_SCALE, usdToDecimal, type ParsedRow } from './csv/row';
import { CopyText } from './copy-text';

const RATE_ONE = 1_000_000_000_000n;
/** Lines per COPY statement on the embedded database */
const EMBEDDED_BATCH = 20_000;

export interface LineWriter {
  /** Adds an unmatched row, with why it did not match, to the pending batch (nothing is sent yet). */
  add(row: ParsedRow, note: string): void;
  /** Lines added and not yet sent */
  readonly pending: number;
  /** Sends the pending batch (and waits while the database is behind). */
  flush(): Promise<void>;
  /** Makes every written line durable. */
  finish(): Promise<void>;
  /** Drops what was written (best effort; the caller also deletes by import id). */
  abort(): Promise<void>;
}

// A line's key is its import's id and its row number, so keys ascend as the file is read and the primary
// key's index is appended to rather than written at random places.
const COLUMNS = `("importId", "rowNumber", status, isrc, upc, "trackTitle", artist, store, country, "salePeriod", units, amount, currency, "amountUsd", note)`;

/** Lines as COPY text (copy-text.ts), sent by the server's COPY stream or PGlite's /dev/blob. */
abstract class CopyLines implements LineWriter {
  private lastCurrency = '';
  private lastAtOne = false;
  pending = 0;
  /** Lines are encoded as they are made, so a row's strings die young. */
  protected out = new CopyText();

  constructor(
    protected importId: string,
    private rates: Map<string, bigint>,
  ) {}

  /** The USD amount as numeric text: at a rate of 1 (and at most 16 decimals) the file's own digits. */
  private usdText(r: ParsedRow): string {
    if (r.currency !== this.lastCurrency) {
      this.lastCurrency = r.currency;
      this.lastAtOne = this.rates.get(r.currency) === RATE_ONE;
    }
    if (this.lastAtOne) {
      const dot = r.amount.indexOf('.');
      if (dot < 0 || r.amount.length - dot - 1 <= USD_SCALE) return r.amount;
    }
    return usdToDecimal(rowUsd(r));
  }
  add(r: ParsedRow, note: string) {
    const t = this.out;
    const id = this.importId;
    const usd = this.usdText(r);
    t.reserve(
      CopyText.room(
        id.length +
          r.isrc.length +
          r.upc.length +
          r.title.length +
          r.artist.length +
          r.store.length +
          r.country.length +
          r.salePeriod.length +
          r.amount.length +
          r.currency.length +
          usd.length +
          note.length +
          80,
      ),
    );
    t.text(id);
    t.tab();
    t.int(r.rowNumber);
    t.tab();
    t.text('unmatched');
    t.field(r.isrc);
    t.field(r.upc);
    t.field(r.title);
    t.field(r.artist);
    t.field(r.store);
    t.field(r.country);
    t.field(r.salePeriod);
    t.tab();
    t.int(r.units);
    t.field(r.amount);
    t.field(r.currency);
    t.field(usd);
    t.field(note);
    t.newline();
    this.pending++;
  }

  abstract flush(): Promise<void>;
  abstract finish(): Promise<void>;
  abstract abort(): Promise<void>;
}

class CopyLineWriter extends CopyLines {
  private client: Client;
  private stream?: NodeJS.WritableStream & { destroy(e?: Error): void };
  private done?: Promise<void>;

  constructor(url: string, importId: string, rates: Map<string, bigint>) {
    super(importId, rates);
    this.client = new Client({ connectionString: url });
    // A connection the server ends while idle is reported through the COPY stream's own error.
    this.client.on('error', () => undefined);
  }

  private async open() {
    await this.client.connect();
    const stream = this.client.query(copyFrom(`COPY "EarningLine" ${COLUMNS} FROM STDIN`));
    this.done = new Promise<void>((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', reject);
    });
    this.done.catch(() => undefined);
    this.stream = stream;
  }

  async flush() {
    if (this.pending === 0) return;
    if (!this.stream) await this.open();
    // The stream keeps the buffers it is given; take() starts a new one for the next lines.
    const chunks = this.out.take();
    this.pending = 0;
    let ok = true;
    for (const c of chunks) ok = this.stream!.write(c);
    if (!ok) await Promise.race([once(this.stream!, 'drain'), this.done]);
  }

  async finish() {
    await this.flush();
    if (!this.stream) return;
    this.stream.end();
    try {
      await this.done;
    } finally {
      await this.client.end();
    }
  }

  async abort() {
    if (!this.stream) return;
    this.stream.destroy(new Error('import aborted'));
    await this.client.end().catch(() => undefined);
  }
}

/**
 * Embedded: COPY from PGlite's /dev/blob, a statement per EMBEDDED_BATCH lines (not atomic, like any
 * batched writer: a failed import deletes its lines by import id).
 */
class EmbeddedLineWriter extends CopyLines {
  async flush(all = false) {
    if (this.pending === 0 || (!all && this.pending < EMBEDDED_BATCH)) return;
    const chunks = this.out.take();
    this.pending = 0;
    await copyIntoEmbedded('EarningLine', COLUMNS, chunks);
  }

  async finish() {
    await this.flush(true);
  }

  async abort() {
    this.out.take();
    this.pending = 0;
  }
}

/** `rates`: USD per unit of each currency, scaled by 1e12 (as the rows were converted with). */
export function lineWriter(importId: string, rates: Map<string, bigint>): LineWriter {
  const url = env().DATABASE_URL;
  return url ? new CopyLineWriter(url, importId, rates) : new EmbeddedLineWriter(importId, rates);
}
