import { Heading, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { APP_NAME } from '../../config/app';
import { paths } from '../../config/paths';
import './not-found.css';

/** Any path outside the route table. */
export default function NotFoundRoute() {
  return (
    <div className="page not-found">
      <title>{`Page not found · ${APP_NAME}`}</title>
      <Heading level={1}>404 Page Not Found</Heading>
      <Text>The page you are looking for does not exist.</Text>
      <Link to={paths.home.path} className="amplify-button amplify-button--primary button-link">
        Back to home
      </Link>
    </div>
  );
}
