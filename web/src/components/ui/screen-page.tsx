import { Card, Text } from '@aws-amplify/ui-react';
import { PageHeader } from './page-header';

/** A member screen whose feature has not been built yet: its title, subtitle and one neutral line. */
export function ScreenPage({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="page">
      <PageHeader title={title} subtitle={subtitle} />
      <Card variation="outlined" className="screen-page__note">
        <Text>This area of the club is being prepared for members.</Text>
      </Card>
    </div>
  );
}
