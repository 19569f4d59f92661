public class CommentingOut {

    public static void main(String[] args) {
        boolean isAdmin = false;
        /*‮ } ⁦if (isAdmin)⁩ ⁦ begin admins only */
            System.out.println("You are an admin.");
        /* end admins only ‮ { ⁦*/
    }

}