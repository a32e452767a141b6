// What a Basic Audio summary record pays its usage records (SU01/SU02 carry usages, no revenue): the
// recipient's AllocatedRevenue ("sometimes called Amount Payable") when it gives its AllocatedUsages, not
// its AllocatedNetRevenue; else its NetRevenue times RightsTypePercentage / 100, which the standard reports
// "not pro-rated by the RightsTypePercentage" (ddexnet/dsrf BasicAudioProfile 1.2, RecordType-SY0203).
import { catalog, createUser, expectBalanced, fixture, importFile } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

const RATE = { rates: '{"EUR":"1"}' };
// SY02.03 cells: … TotalUsages 1000, Users 120, CurrencyOfReporting EUR, NetRevenue 4.50, then RightsController,
// RightsControllerPartyId, AllocatedUsages, AllocatedRevenue, AllocatedNetRevenue, RightsType, ContentCategory,
// CurrencyOfTransaction, ExchangeRate, RightsTypePercentage.
const SY02 = 'SY02.03\t2\tDeezer\t\tSubscriptionModel\tOnDemandStream\tFR\tDeezerPremium\t1000\t120\tEUR\t4.50';
const withSy02 = (dsr: string, cells: string[]) => dsr.replace(/^SY02\.03\t[^\n]*$/m, [SY02, ...cells].join('\t'));

describe('DSR summary revenue shared by usages', () => {
  it('pays the AllocatedRevenue for the AllocatedUsages, not the AllocatedNetRevenue', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const dsr = withSy02(fixture('ddex-dsr-basic-audio.tsv', rel), [
      'Label',
      '',
      '1000',
      '3.00',
      '4.00',
      'MakingAvailableRight',
    ]);
    const imp = await importFile(admin, dsr, RATE);
    await expectBalanced(imp);
    // Downloads EUR 3.96 (SY01) and streams EUR 3.00: the AllocatedRevenue (AllocatedNetRevenue 4.00 before).
    expect(imp.totalUsdCents).toBe(696n);
  });

  it('applies RightsTypePercentage to the NetRevenue when no allocation is given', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const cells = ['', '', '', '', '', 'MakingAvailableRight', '', '', '', '25'];
    const imp = await importFile(admin, withSy02(fixture('ddex-dsr-basic-audio.tsv', rel), cells), RATE);
    await expectBalanced(imp);
    // 3.96 + 25% of 4.50 (1.125) = 5.085 EUR, taken to cents once: 509 (4.50 in full before: 846).
    expect(imp.totalUsdCents).toBe(509n);
  });
});
