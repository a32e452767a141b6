// The Personal Dashboard card (spec §2.6): photo or initial, display name, role title, admin ID behind a
// show/hide toggle, the live local time in the admin's own time zone and the level badge. Server markup (the
// profile is read with the page); the toggle and the clock are the client islands (./personal-card-islands.tsx).
import type { getAdminProfile } from '@/lib/command/profile-service';
import { AdminIdToggle, LocalClock } from './personal-card-islands';
import css from './artist-dashboard.module.css';
import cmd from './command-center.module.css';

export function PersonalCard({ profile }: { profile: Awaited<ReturnType<typeof getAdminProfile>> }) {
  return (
    <section aria-labelledby="personal-card-title" className={`${css.card} ${cmd.personal}`}>
      <h2 id="personal-card-title" className={cmd.overline}>
        Personal Dashboard
      </h2>
      <div className={cmd.personalRow}>
        {profile.profileImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- a user's uploaded photo at avatar size, as MUI's Avatar showed it
          <img src={profile.profileImage} alt={profile.displayName} className={cmd.avatar} />
        ) : (
          <span className={cmd.avatar} role="img" aria-label={profile.displayName}>
            {profile.displayName.charAt(0).toUpperCase()}
          </span>
        )}
        <div className={cmd.personalText}>
          <p className={cmd.name}>{profile.displayName}</p>
          <p className={css.label}>{profile.roleTitle}</p>
          <AdminIdToggle adminId={profile.adminId} />
          <p className={css.label} aria-live="off">
            <LocalClock timeZone={profile.personalTimezone} /> ({profile.personalTimezone})
          </p>
        </div>
        <div className={cmd.level}>
          <span className={cmd.levelChip} data-testid="level-badge">
            {`Level ${profile.level} · ${profile.levelName}`}
          </span>
          <span className={`${css.hint} ${cmd.block}`}>
            {profile.actionCount} actions{profile.nextLevelAt !== null ? ` · next level at ${profile.nextLevelAt}` : ''}
          </span>
        </div>
      </div>
    </section>
  );
}
