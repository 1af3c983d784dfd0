/** Who is acting, as the policies need it: the signed-in user's id and staff flag. */
export interface Actor {
  id: string;
  isStaff: boolean;
}
