import { useParams } from 'react-router';
import { SPORT_LABELS, isSport } from '../../../shared/catalog';
import { ComingSoon } from '../../components/coming-soon';
import { NotFound } from '../../components/not-found';

/** /sports/:sport for cricket, badminton and football; any other sport is not a page. */
export function SportPage() {
  const { sport = '' } = useParams();
  if (!isSport(sport)) return <NotFound />;
  return <ComingSoon title={`${SPORT_LABELS[sport]} Turfs`} />;
}
