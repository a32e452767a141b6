// The ACK and MSG records this platform writes match records placed by hand at the CWR 2.1 positions
// (tests/fixtures/rights/cwr-ack.ts), and the reader reads the hand-written ones field by field.
import { ackRecord, msgRecord, parseAck } from '@/lib/rights/ack';
import { ack, ackFile, msg } from '../../fixtures/rights/cwr-ack';

describe('CWR 2.1 ACK layout', () => {
  it('writes ACK and MSG records at the specification positions', () => {
    const hand = ack(3, { work: 'W0000042', title: 'Midnight Cafe', society: '884412', status: 'NA' });
    const ours = ackRecord(3, {
      submitterWorkId: 'W0000042',
      title: 'Midnight Cafe',
      societyWorkId: '884412',
      status: 'NA',
      date: '20261125',
    });
    // creation date/time differ by design (the fixture's is the file's); everything from 34 on must agree
    expect(ours).toHaveLength(159);
    expect(ours.slice(33)).toBe(hand.slice(33));
    const m = { type: 'T', rec: 2, recType: 'SPU', level: 'T', v: '046', text: 'AGREEMENT NUMBER MISSING' };
    expect(
      msgRecord(3, 1, {
        type: 'T',
        originalRecordSequence: 2,
        recordType: 'SPU',
        level: 'T',
        validation: '046',
        text: 'AGREEMENT NUMBER MISSING',
      }),
    ).toBe(msg(3, 1, m));
  });

  it('reads a hand-written file field by field, WA and its messages included', () => {
    const file = ackFile(
      'ASCAP',
      [
        ack(0, { work: 'W0000042', title: 'Midnight Cafe', society: 'A-77', status: 'WA', type: 'REV' }),
        msg(0, 1, { type: 'G', rec: 1, recType: 'GRH', level: 'G', v: '007', text: 'WRONG AGREEMENT' }),
      ],
      1,
    );
    const [e] = parseAck(file).entries;
    expect(parseAck(file).society).toBe('ASCAP');
    expect(e).toMatchObject({
      originalGroupId: 1,
      originalTransactionSequence: 0,
      originalTransactionType: 'REV',
      title: 'MIDNIGHT CAFE',
      submitterWorkId: 'W0000042',
      societyWorkId: 'A-77',
      processingDate: '20261125',
      transactionStatus: 'WA',
      outcome: 'rejected',
      line: 3,
    });
    expect(e!.messages).toEqual([
      {
        type: 'G',
        originalRecordSequence: 1,
        recordType: 'GRH',
        level: 'G',
        validationNumber: '007',
        text: 'WRONG AGREEMENT',
        line: 4,
      },
    ]);
  });
});
