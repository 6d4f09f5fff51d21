import { skipToken } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';

export const affiliateKeys = {
  all: ['affiliate'] as const,
  bonus: (username: string) => [...affiliateKeys.all, 'bonus', username] as const,
  downline: (username: string) => [...affiliateKeys.all, 'downline', username] as const,
};

export function useAffiliateBonus(username: string | undefined) {
  return tsr.affiliate.bonus.useQuery({
    queryKey: affiliateKeys.bonus(username ?? ''),
    queryData: username ? { params: { username } } : skipToken,
    select: (response) => response.body.data,
  });
}

export function useDownline(username: string | undefined) {
  return tsr.affiliate.downline.useQuery({
    queryKey: affiliateKeys.downline(username ?? ''),
    queryData: username ? { params: { username } } : skipToken,
    select: (response) => response.body.data,
  });
}
