package dev.wirespeed.web;

import dev.wirespeed.account.Role;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The route table's rules: reading needs a viewer, changing an editor, settings an admin, and gaps are named. */
class AccessRulesTest {

    @Test
    void signingInAndTheLanguageSwitch_arePublic_andNoSharedPageIsYet() {
        assertThat(AccessRules.needed("GET", "/login")).hasValue(AccessRules.Access.PUBLIC);
        assertThat(AccessRules.needed("POST", "/login")).hasValue(AccessRules.Access.PUBLIC);
        assertThat(AccessRules.needed("GET", "/lang/{lang}")).hasValue(AccessRules.Access.PUBLIC);
        assertThat(AccessRules.SHARED_READ_ONLY).isEmpty();
    }

    @Test
    void theIperf3ListenerAndOtherSettings_needAnAdmin() {
        for (String route : new String[] {"GET /settings/iperf3", "POST /settings/iperf3", "POST /api/iperf3"}) {
            String[] mp = route.split(" ");
            assertThat(AccessRules.needed(mp[0], mp[1]).flatMap(AccessRules.Access::role))
                    .as(route)
                    .hasValue(Role.ADMIN);
        }
    }

    @Test
    void headIsReadAsGet_andAnUnknownRouteHasNoRule() {
        assertThat(AccessRules.needed("HEAD", "/api/plans")).hasValue(AccessRules.Access.VIEWER);
        assertThat(AccessRules.needed("GET", "/no/such/route")).isEmpty();
    }

    @Test
    void aServedRouteWithoutARule_andARuleWithoutARoute_areBothNamed() {
        Set<String> served = Set.of("GET /new/page");
        assertThat(AccessRules.mismatches(served))
                .contains("no access rule for GET /new/page")
                .contains("access rule for GET /login, which is not served");
    }
}
