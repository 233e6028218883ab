import { useParams } from 'react-router';
import { isSport } from '../../../shared/catalog';
import { NotFound } from '../../components/not-found';
import { TurfListPage } from '../../features/turfs/components/turf-list-page';

/** /sports/:sport for cricket, badminton and football; any other sport is not a page. */
export function SportPage() {
  const { sport = '' } = useParams();
  if (!isSport(sport)) return <NotFound />;
  return <TurfListPage key={sport} fixedSport={sport} />;
}
