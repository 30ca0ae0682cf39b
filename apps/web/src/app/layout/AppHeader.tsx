import { Search } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link, useNavigate } from '../../lib/router/index.ts';
import { headerStyles, PageHeader } from '../../components/ui/header/PageHeader.tsx';
import { href, paths } from '../../config/routes.ts';
import type { RouteMeta } from './use-route-meta.ts';

/** The shell's header, following the spec's header rules for the current route. */
export function AppHeader({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { header } = meta;
  if (header.hidden) return null;

  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(paths.home);
  };

  const actions = (
    <>
      {header.admin && (
        <Link to={href('profil')} className={headerStyles.adminButton} data-testid="header-admin">
          {t('header.admin')}
        </Link>
      )}
      {header.productSearch && (
        <Link
          to={href('recherche')}
          className={headerStyles.iconButton}
          aria-label={t('header.productSearch')}
          data-testid="header-product-search"
        >
          <Search size={22} aria-hidden />
        </Link>
      )}
      {header.search && (
        <Link to={paths.search} className={headerStyles.iconButton} aria-label={t('header.search')} data-testid="header-search">
          <Search size={22} aria-hidden />
        </Link>
      )}
    </>
  );

  return (
    <PageHeader
      title={meta.title}
      tone={header.tone ?? 'default'}
      onBack={header.back === false ? undefined : goBack}
      backLabel={t('header.back')}
      actions={actions}
    />
  );
}
