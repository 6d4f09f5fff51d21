import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { SiteState } from '@site/contract/mock-control';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useNotify, useNotifyFailure } from '@/components/notice';
import { ReadStatus } from '@/components/read-status';
import { formatBangkokShort } from '@/lib/format';
import { th } from '@/i18n/th';
import { GameMaintenance } from './game-maintenance';
import { useAddAnnouncement, useChangeSite, useRemoveAnnouncement, useSetMaintenance, useSite, useSwitchBrand } from './api/site-queries';
type Promotion = NonNullable<SiteState['promotion']>;
const PROMOTION_FIELDS = [
  ['bonusRate', 'number'],
  ['bonusTimeStart', 'time'],
  ['bonusTimeEnd', 'time'],
  ['endNumberBonus', 'number'],
  ['bonusRate2', 'number'],
  ['bonusTimeStart2', 'time'],
  ['bonusTimeEnd2', 'time'],
  ['endNumberBonus2', 'number'],
  ['bonusMax', 'number'],
] as const;

/** Website status, brand, special hosts, the published promotion and announcements, as the member site reads them. */
export function SitePage() {
  const site = useSite();
  if (!site.data) return <ReadStatus read={site} />;
  return (
    <div className="columns">
      <div className="side-main">
        <StatusAndBrand site={site.data} />
        <Announcements site={site.data} />
        <GameMaintenance site={site.data} />
      </div>
      <div className="side">
        <SpecialHosts key={site.data.specialHosts.join(' ')} site={site.data} />
        <PromotionForm key={JSON.stringify(site.data.promotion)} site={site.data} />
      </div>
    </div>
  );
}

/** A site change that tells the tester what it did (`done`) or why the mock refused it. */
function useToldChange<Input>(change: UseMutationResult<unknown, unknown, Input>, done: (input: Input) => string) {
  const notify = useNotify();
  const failed = useNotifyFailure();
  return {
    isPending: change.isPending,
    mutate: (input: Input, then?: () => void) =>
      change.mutate(input, {
        onSuccess: () => {
          notify('ok', done(input));
          then?.();
        },
        onError: failed,
      }),
  };
}

function StatusAndBrand({ site }: { site: SiteState }) {
  const [brand, setBrand] = useState(site.brand);
  const maintenance = site.websiteStatus !== 'OK';
  const status = useToldChange(useSetMaintenance(), (on) => (on ? th.site.maintenanceOn : th.site.maintenanceOff));
  const switchBrand = useToldChange(useSwitchBrand(), (id) => th.site.brandSwitched(site.brands.find((b) => b.id === id)?.name ?? id));
  const submitBrand = (event: FormEvent) => {
    event.preventDefault();
    switchBrand.mutate(brand);
  };
  return (
    <section className="panel" aria-labelledby="site-status-heading">
      <h2 id="site-status-heading">{th.site.statusHeading}</h2>
      <p>
        <span className={maintenance ? 'state state-failed' : 'state state-approved'}>
          {maintenance ? th.site.statusMa(site.websiteStatus) : th.site.statusOk}
        </span>
      </p>
      <div className="button-row">
        <button type="button" className="button" disabled={status.isPending} onClick={() => status.mutate(!maintenance)}>
          {maintenance ? th.site.backOnline : th.site.toMaintenance}
        </button>
      </div>
      <form className="inline-form" onSubmit={submitBrand}>
        <div className="field">
          <label htmlFor="site-brand">{th.site.brand}</label>
          <select id="site-brand" value={brand} onChange={(event) => setBrand(event.target.value)}>
            {site.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name} ({b.id})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={switchBrand.isPending || brand === site.brand}>
          {th.site.switchBrand}
        </button>
      </form>
    </section>
  );
}

function SpecialHosts({ site }: { site: SiteState }) {
  const [text, setText] = useState(site.specialHosts.join('\n'));
  const save = useToldChange(useChangeSite(), (change) =>
    change.specialHosts === 'brand' ? th.site.hostsOfBrandRestored : th.site.hostsSaved,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hosts = text
      .split(/[\s,]+/)
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h !== '');
    save.mutate({ specialHosts: hosts });
  };
  return (
    <section className="panel" aria-labelledby="site-hosts-heading">
      <h2 id="site-hosts-heading">{th.site.hostsHeading}</h2>
      <p className="muted">{site.specialHostsOfBrand ? th.site.ofBrand : th.site.overridden}</p>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor="site-hosts">{th.site.hosts}</label>
          <textarea
            id="site-hosts"
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby="site-hosts-hint"
          />
          <p id="site-hosts-hint" className="muted field-hint">
            {th.site.hostsHint}
          </p>
        </div>
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {th.site.saveHosts}
          </button>
          <button
            type="button"
            className="button"
            disabled={save.isPending || site.specialHostsOfBrand}
            onClick={() => save.mutate({ specialHosts: 'brand' })}
          >
            {th.site.useBrand}
          </button>
        </div>
      </form>
    </section>
  );
}

function PromotionForm({ site }: { site: SiteState }) {
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(PROMOTION_FIELDS.map(([field]) => [field, site.promotion ? String(site.promotion[field]) : ''])),
  );
  const save = useToldChange(useChangeSite(), (change) =>
    change.promotion === 'none'
      ? th.site.promotionNone
      : change.promotion === 'brand'
        ? th.site.promotionOfBrandRestored
        : th.site.promotionSaved,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const promotion = Object.fromEntries(
      PROMOTION_FIELDS.map(([field, kind]) => {
        const value = draft[field] ?? '';
        // <input type="time" step="1"> may drop the seconds when they are zero
        return [field, kind === 'number' ? Number(value) : value.length === 5 ? `${value}:00` : value];
      }),
    ) as Promotion;
    save.mutate({ promotion });
  };
  return (
    <section className="panel" aria-labelledby="site-promotion-heading">
      <h2 id="site-promotion-heading">{th.site.promotionHeading}</h2>
      <p className="muted">
        {site.promotion === null ? th.site.promotionUnpublished : ''} {site.promotionOfBrand ? th.site.ofBrand : th.site.overridden}
      </p>
      <form onSubmit={submit} className="form-grid">
        {PROMOTION_FIELDS.map(([field, kind]) => (
          <div className="field" key={field}>
            <label htmlFor={`promotion-${field}`}>{th.site.promotionFields[field]}</label>
            <input
              id={`promotion-${field}`}
              type={kind}
              step={kind === 'time' ? 1 : 'any'}
              required
              value={draft[field] ?? ''}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
          </div>
        ))}
        <div className="button-row field-span">
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {th.site.publishPromotion}
          </button>
          <button
            type="button"
            className="button"
            disabled={save.isPending || site.promotion === null}
            onClick={() => save.mutate({ promotion: 'none' })}
          >
            {th.site.unpublishPromotion}
          </button>
          <button
            type="button"
            className="button"
            disabled={save.isPending || site.promotionOfBrand}
            onClick={() => save.mutate({ promotion: 'brand' })}
          >
            {th.site.useBrand}
          </button>
        </div>
      </form>
    </section>
  );
}

function Announcements({ site }: { site: SiteState }) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [pinned, setPinned] = useState(false);
  const [membersOnly, setMembersOnly] = useState(false);
  const [removing, setRemoving] = useState<SiteState['announcements'][number] | null>(null);
  const add = useToldChange(useAddAnnouncement(), (announcement) => th.site.announcementAdded(announcement.title));
  const remove = useToldChange(useRemoveAnnouncement(), (id) => th.site.announcementRemoved(id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ title: title.trim(), body: body.trim(), pinned, membersOnly }, () => {
      setTitle('');
      setBody('');
    });
  };
  return (
    <section className="panel" aria-labelledby="site-news-heading">
      <h2 id="site-news-heading">{th.site.newsHeading}</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="site-news-heading">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{th.site.newsTitle}</th>
              <th scope="col">{th.site.newsWho}</th>
              <th scope="col">{th.site.newsAt}</th>
              <th scope="col">{th.site.actions}</th>
            </tr>
          </thead>
          <tbody>
            {site.announcements.map((a) => (
              <tr key={a.id}>
                <th scope="row" className="cell-wrap">
                  {a.pinned ? <span className="state state-pending">{th.site.pinned}</span> : null} {a.title}
                  <span className="cell-sub">
                    {a.id}
                    {a.addedByQa ? ` · ${th.site.byQa}` : ''}
                  </span>
                </th>
                <td>{a.membersOnly ? th.site.membersOnly : th.site.everyone}</td>
                <td>{formatBangkokShort(a.publishedAt)}</td>
                <td>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={th.site.takeDownNamed(a.id)}
                    disabled={remove.isPending}
                    onClick={() => setRemoving(a)}
                  >
                    {th.site.takeDown}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form onSubmit={submit} className="stack-form" aria-labelledby="site-news-add-heading">
        <h3 id="site-news-add-heading">{th.site.newsAdd}</h3>
        <div className="field">
          <label htmlFor="news-title">{th.site.newsTitle}</label>
          <input id="news-title" required maxLength={120} value={title} onChange={(event) => setTitle(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="news-body">{th.site.newsBody}</label>
          <textarea id="news-body" required maxLength={1000} rows={3} value={body} onChange={(event) => setBody(event.target.value)} />
        </div>
        <label className="choice">
          <input type="checkbox" checked={pinned} onChange={(event) => setPinned(event.target.checked)} />
          {th.site.pinned}
        </label>
        <label className="choice">
          <input type="checkbox" checked={membersOnly} onChange={(event) => setMembersOnly(event.target.checked)} />
          {th.site.membersOnly}
        </label>
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {th.site.publish}
        </button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        title={th.site.takeDownTitle(removing?.title ?? '')}
        confirmLabel={th.site.takeDown}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      >
        <p>{removing?.addedByQa ? th.site.takeDownQaBody : th.site.takeDownSeededBody}</p>
      </ConfirmDialog>
    </section>
  );
}
