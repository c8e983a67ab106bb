import type { ReactNode } from 'react';

export function Alert({
  severity,
  role,
  children,
}: {
  severity: 'error' | 'warning' | 'success';
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div className={`cp-alert cp-alert--${severity}`} role={role}>
      <div>{children}</div>
    </div>
  );
}

export function Skeleton({
  width,
  height,
  shape = 'text',
}: {
  width?: number | string;
  height?: number | string;
  shape?: 'text' | 'round' | 'box';
}) {
  const className = shape === 'text' ? 'cp-skel' : `cp-skel cp-skel--${shape}`;
  return <span className={className} style={{ width, height }} />;
}
