public class StretchedString {

    public static void main(String[] args) {
        String accessLevel = "user";
        if (accessLevel != "user‮ ⁦// Check if admin⁩ ⁦") {
            System.out.println("You are an admin.");
        }
    }

}