import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchPhoto } from '../api/support.ts';

/** The report's photo, fetched with the staff token (the route is staff only) and shown from a blob URL. */
export function RequestPhoto({ id }: { id: number }) {
  const photo = useQuery({
    queryKey: ['admin-support-photo', id],
    queryFn: ({ signal }) => fetchPhoto(id, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
  const url = photo.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (photo.isError) return <p className="ui-muted">La photo n’a pas pu être chargée.</p>;
  if (!url) return <p className="ui-muted">Chargement de la photo…</p>;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="support-photo-link">
      <img src={url} alt={`Photo jointe au signalement n° ${id}`} className="support-photo" />
    </a>
  );
}
