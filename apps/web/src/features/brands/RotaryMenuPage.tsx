import './i18n/register-texts.ts';
import type { SocialNetwork } from '@qadhya/contracts';
import { AtSign, Camera, Globe, Mail, Music2, PhoneCall, ThumbsUp, Video, type LucideIcon } from 'lucide-react';
import list from '../../components/ui/product-list.module.css';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useAppLinks } from './api/brands.ts';
import styles from './RotaryMenuPage.module.css';

const ICONS: Record<SocialNetwork, LucideIcon> = {
  facebook: ThumbsUp,
  instagram: Camera,
  tiktok: Music2,
  youtube: Video,
  linkedin: Globe,
  x: AtSign,
};

/** '80100200' → '80 100 200', as the number is read out in Tunisia. */
const spaced = (n: string) => n.replace(/^(\d{2})(\d{3})(\d{3})$/, '$1 $2 $3');
/** Left-to-right isolate (U+2066 … U+2069): a number or an address keeps its order inside Arabic text. */
const isolated = (s: string) => `\u2066${s}\u2069`;

/**
 * /layout/rotary-menu (docs/brands.md#rotary-menu): the chain's social links on a wheel around the
 * toll-free number. The wheel is presentation only (hidden from screen readers, out of the tab
 * order); the list under it carries the same links for everyone. Arabic turns the wheel the other way.
 */
export function RotaryMenuPage() {
  const { t, i18n } = useTranslation();
  const query = useAppLinks();
  const rtl = i18n.language === 'ar';
  if (query.isPending) return <p className={list.state}>{t('brands.loading')}</p>;
  if (query.isError)
    return (
      <div className={list.state} role="alert">
        <p>{t('brands.loadError')}</p>
        <button type="button" className={styles.item} onClick={() => void query.refetch()}>
          {t('brands.retry')}
        </button>
      </div>
    );
  const { social, toll_free: tollFree, contact_email: email } = query.data;
  const step = 360 / Math.max(social.length, 1);
  const tel = `tel:${tollFree}`;
  return (
    <section className={styles.page} data-testid="rotary-menu">
      <h2 className={styles.title}>{t('brands.rotary.title')}</h2>
      <p className={styles.lead}>{t('brands.rotary.lead')}</p>
      <div className={styles.wheel} aria-hidden="true" data-testid="rotary-wheel" data-dir={rtl ? 'rtl' : 'ltr'}>
        <div className={styles.ring}>
          {social.map((link, i) => {
            const Icon = ICONS[link.network];
            const angle = (rtl ? -1 : 1) * i * step - 90;
            return (
              <a
                key={link.network}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                tabIndex={-1}
                className={styles.spoke}
                style={{ '--angle': `${angle}deg` } as React.CSSProperties}
              >
                <span className={styles.spokeInner}>
                  <Icon size={22} />
                  <span className={styles.spokeLabel}>{t(`brands.rotary.networks.${link.network}`)}</span>
                </span>
              </a>
            );
          })}
        </div>
        <a href={tel} tabIndex={-1} className={styles.hub}>
          <PhoneCall size={24} />
          <span className={styles.hubNumber} dir="ltr">
            {spaced(tollFree)}
          </span>
          <span className={styles.hubLabel}>{t('brands.rotary.tollFree')}</span>
        </a>
      </div>
      <ul className={styles.list} data-testid="rotary-links">
        <li>
          <a href={tel} className={styles.item} data-testid="rotary-tel">
            <PhoneCall size={20} aria-hidden />
            <span>
              {t('brands.rotary.call', { number: isolated(spaced(tollFree)) })}
              <span className={styles.hint}>{t('brands.rotary.tollFreeHint')}</span>
            </span>
          </a>
        </li>
        {social.map((link) => {
          const Icon = ICONS[link.network];
          return (
            <li key={link.network}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.item}
                data-testid="rotary-social"
                data-network={link.network}
              >
                <Icon size={20} aria-hidden />
                <span>{t('brands.rotary.follow', { network: t(`brands.rotary.networks.${link.network}`) })}</span>
              </a>
            </li>
          );
        })}
        <li>
          <a href={`mailto:${email}`} className={styles.item} data-testid="rotary-mail">
            <Mail size={20} aria-hidden />
            <span className={styles.mail}>{t('brands.rotary.email', { email: isolated(email) })}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
