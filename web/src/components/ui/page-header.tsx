import { Heading, Text, View } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { APP_NAME } from '../../config/app';
import './page-header.css';

/** The title block every member screen starts with. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <View as="header" className="page-header">
      <title>{`${title} · ${APP_NAME}`}</title>
      <Heading level={1}>{title}</Heading>
      <Text className="page-header__subtitle">{subtitle}</Text>
      {children}
    </View>
  );
}
